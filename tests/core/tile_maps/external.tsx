<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="external" tilewidth="16" tileheight="16" tilecount="2" columns="0">
 <tile id="0"><properties><property name="cost" type="int" value="5"/></properties></tile>
 <tile id="1"><properties><property name="collides" type="bool" value="true"/></properties></tile>
</tileset>
